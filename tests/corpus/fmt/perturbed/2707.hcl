a= [(for ),    in]
