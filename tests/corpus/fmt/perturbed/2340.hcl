r=    hasindex(null, -1)
