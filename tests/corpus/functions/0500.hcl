r = lower("ΣΑΣ")
