r    = (nums[ 0])
