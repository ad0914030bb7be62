a = {(for) = 1}
