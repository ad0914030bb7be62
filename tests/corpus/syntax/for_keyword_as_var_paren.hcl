a = [(for), in]
