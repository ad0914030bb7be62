r = true ? words[2] : 1E2
