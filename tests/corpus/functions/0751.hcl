r = setsubtract([1], null)
