r = "1e2" + (ceil(element([1, 2, 3], 0)))
