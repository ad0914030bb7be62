r=    flatten([[]])
