r = title("élan vital")
