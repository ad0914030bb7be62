s    ="x"
