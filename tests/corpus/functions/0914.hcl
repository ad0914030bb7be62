r = timeadd([1, "a"], s)
