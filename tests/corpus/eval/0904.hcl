r = false ? fl : t && 12345678901234567890 < nums.2
