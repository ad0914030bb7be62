r = split("", "${~true}")
