r = setproduct([[1], [2, 3]], mixed, objs, nums)
