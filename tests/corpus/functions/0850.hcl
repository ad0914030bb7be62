r = strlen("")
