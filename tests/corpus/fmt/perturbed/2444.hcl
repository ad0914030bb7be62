r =    setsubtract([ 1, "a"],    [1])
