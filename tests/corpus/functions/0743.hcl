r = setproduct([null], nums)
