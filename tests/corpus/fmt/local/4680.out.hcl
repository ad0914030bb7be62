a = { for k, v in m : v => k... if true }
