r = nul.*
