r = regexall("(?i)straße", "STRASSE")
