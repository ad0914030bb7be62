r =words[2]
