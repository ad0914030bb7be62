r = t || unknown_var && fl
