r = trim("%s", "ff")
