r = false ? concat(range(1, 10, 3), flatten([nums, [7, [8]]])) : false && false ? range(5, 0, -2) : null
