r = format("%[2]s %[1]s", "a", "b")
