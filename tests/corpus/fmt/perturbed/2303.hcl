r=    distinct(strs)
