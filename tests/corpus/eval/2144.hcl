r = 12345678901234567890 != 1.5 || obj.enabled || t ? regex("^h(.)l", s) : lower(true ? "b" : "10")
