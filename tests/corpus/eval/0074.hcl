r = tobool("false")
