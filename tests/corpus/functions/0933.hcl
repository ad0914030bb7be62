r = tobool("TRUE")
