r = setintersection([null], toset(strs), nums)
