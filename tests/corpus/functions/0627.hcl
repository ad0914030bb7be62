r = regex("[", "abc")
