r    =values({a  = null})
