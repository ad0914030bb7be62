r = !"true"
