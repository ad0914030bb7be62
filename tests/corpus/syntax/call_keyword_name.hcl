a = true(1)
b = for(1)
