r =tostring(-1)
