lt       = 1 < 2
le       = 2 <= 2
gt       = 1 > 2
ge       = 3 >= 2
eq       = 1 == 1
ne       = 1 != "1"
eq_str   = "a" == "a"
eq_list  = [1, 2] == [1, 2]
eq_obj   = { a = 1 } == { a = 1 }
eq_null  = null == null
eq_mixed = 1 == "1"
