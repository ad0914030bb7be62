a{b=  1}  # note
