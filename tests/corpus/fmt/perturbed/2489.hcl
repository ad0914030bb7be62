r=tobool("TRUE")
