r = regex("[\\x{10FFFF}-a]", "aaa")
