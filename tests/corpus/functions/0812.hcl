r = slice([null], -1, null)
