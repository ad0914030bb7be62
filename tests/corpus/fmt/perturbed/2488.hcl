r=  tobool("yes")
