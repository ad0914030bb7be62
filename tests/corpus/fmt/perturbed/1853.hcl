r =contains(sort([1,2, 3]),    neg + neg)
