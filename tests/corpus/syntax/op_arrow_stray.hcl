a = x => y
