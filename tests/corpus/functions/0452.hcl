r = length("é")
