r = trim(trimprefix(jsonencode("x-y-z"), "lo"), "lo")
