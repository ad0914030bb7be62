r = setsubtract(toset([[1, "a"]]), [null])
