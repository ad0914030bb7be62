a = "${"inner ${x}"}"
