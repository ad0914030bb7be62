a = { for x in ["a", "a"] : x => 1 }
