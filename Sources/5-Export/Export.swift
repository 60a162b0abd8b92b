// Export — design note to be written with the module.
