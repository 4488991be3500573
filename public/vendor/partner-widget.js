/* A stand-in third-party embed, marked with a cookie category in the store config. */
window.summitPartnerWidget = (window.summitPartnerWidget || 0) + 1;
