# hello subfolder
